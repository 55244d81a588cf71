import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import type { PolicyBlock, PolicyDocument as PolicyDocumentData } from '../../../content/policies/types';
import { InlineText } from '../inline-links';
import { POLICIES_UPDATED } from '@nbt/validation/site';
import { formatLongDate } from '../../../lib/format';
import { localeOf, SOURCE_LOCALE } from '../../../lib/i18n';
import classes from './PolicyDocument.module.css';
import { PageContainer } from '../../layout/Section';

function Block({ block, newTabLabel, label }: { block: PolicyBlock; newTabLabel: string; label: string }) {
  const inline = (text: string) => <InlineText text={text} linkClassName={classes.link} newTabLabel={newTabLabel} />;
  switch (block.kind) {
    case 'p':
      return <p className={classes.paragraph}>{inline(block.text)}</p>;
    case 'list':
      return (
        <ul className={classes.list}>
          {block.items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // A focusable, named scroll box: on a phone the table scrolls sideways with the keyboard too.
        <div className={classes.tableWrap} role="region" aria-label={label} tabIndex={0}>
          {/* A plain table: Mantine's would bring its scroll area along for nothing. */}
          <table className={classes.table}>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A legal page (privacy or cookie policy): title, last revision date, a small table of contents
 * and the numbered sections, set at a readable measure.
 */
export function PolicyDocument({ document }: { document: PolicyDocumentData }) {
  const { t, i18n } = useLingui();
  const newTabLabel = t`(si apre in una nuova scheda)`;
  const updated = formatLongDate(POLICIES_UPDATED, localeOf(i18n.locale));
  return (
    <PageContainer className={classes.page}>
      <header className={classes.header}>
        <p className={classes.eyebrow}>
          <Trans>Informazioni legali</Trans>
        </p>
        <Title order={1} className={classes.title}>
          {document.title}
        </Title>
        <p className={classes.updated}>
          <Trans>
            Ultimo aggiornamento: <time dateTime={POLICIES_UPDATED}>{updated}</time>
          </Trans>
        </p>
        {i18n.locale === SOURCE_LOCALE ? null : (
          <p className={classes.binding}>
            <Trans>Questa traduzione è fornita per comodità: in caso di differenze fa fede il testo italiano.</Trans>
          </p>
        )}
      </header>

      <div className={classes.layout}>
        <nav className={classes.toc} aria-labelledby="policy-toc-title">
          <p id="policy-toc-title" className={classes.tocTitle}>
            <Trans>In questa pagina</Trans>
          </p>
          <ol className={classes.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={classes.body}>
          <p className={classes.intro}>
            <InlineText text={document.intro} linkClassName={classes.link} newTabLabel={newTabLabel} />
          </p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className={classes.section} aria-labelledby={`${section.id}-h`}>
              <h2 id={`${section.id}-h`} className={classes.heading}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} newTabLabel={newTabLabel} label={t`Tabella: ${section.heading}`} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}
