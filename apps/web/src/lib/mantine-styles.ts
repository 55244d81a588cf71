/**
 * Mantine's CSS variables and global classes belong in the page's <head>, where the server's render
 * writes them (a <style> in <body> is invalid HTML there). The app writes them itself only where
 * no server render did: the back office's shell.
 */
export function headHasMantineStyles(): boolean {
  return typeof document === 'undefined' || document.head.querySelector('style[data-mantine-styles]') !== null;
}
