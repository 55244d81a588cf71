import { Trans } from '@lingui/react/macro';
import { MissingPage, missingPageClasses } from './MissingPage';

/** The not-found page body: rendered inside the public header and footer (its title: the root route's head). */
export function NotFound() {
  return (
    <MissingPage
      mark={
        <p className={missingPageClasses.code} aria-hidden="true">
          404
        </p>
      }
      title={<Trans>404 - Pagina Non Trovata</Trans>}
      text={<Trans>La pagina che stai cercando non esiste o è stata spostata.</Trans>}
      back={{ to: '/', label: <Trans>Torna alla Home</Trans> }}
    />
  );
}
