import { useState, type ComponentType } from 'react';
import type { LanguageMenuProps } from './LanguageMenu';
import { LanguageTrigger } from './LanguageTrigger';

let menuModule: Promise<ComponentType<LanguageMenuProps>> | undefined;

/** The menu's code (Mantine's Menu with its positioning library), fetched once. */
function loadLanguageMenu(): Promise<ComponentType<LanguageMenuProps>> {
  menuModule ??= import('./LanguageMenu').then((module) => module.LanguageMenu);
  return menuModule;
}

/**
 * The header's language switcher. The page paints with its button alone; the menu behind it loads
 * when the visitor points at the button or presses it, and opens at once if they pressed it.
 */
export function LanguageSwitcher() {
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);

  if (Menu) return <Menu opened={opened} focusTrigger={focused} />;

  const load = (button: HTMLElement, open: boolean) => {
    if (open) setOpened(true);
    setFocused(button === document.activeElement);
    void loadLanguageMenu().then((component) => setMenu(() => component));
  };

  return (
    <LanguageTrigger
      onPointerEnter={(event) => load(event.currentTarget, false)}
      onTouchStart={(event) => load(event.currentTarget, false)}
      onClick={(event) => load(event.currentTarget, true)}
    />
  );
}
