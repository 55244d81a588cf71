import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';

/** The pages of a back-office list, centred under it; nothing when everything fits one page. */
export function AdminPagination({
  pages,
  value,
  onChange,
}: {
  pages: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(value, pages)}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label':
            control === 'next' ? t`Pagina successiva` : control === 'previous' ? t`Pagina precedente` : undefined,
        })}
        getItemProps={(page) => ({ 'aria-label': t`Pagina ${page}` })}
      />
    </Group>
  );
}
