import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Section, SectionHeading } from '../../layout/Section';
import classes from './Faq.module.css';

const QUESTIONS: readonly { id: string; question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    id: 'documenti',
    question: msg`Quali documenti servono per noleggiare un'auto?`,
    answer: msg`Servono una patente di guida valida, un documento d'identità o il passaporto e una carta di credito intestata al conducente. Per alcune vetture di alta gamma possono essere richiesti un'età minima e qualche anno di patente: te lo diciamo sempre prima della prenotazione.`,
  },
  {
    id: 'italia',
    question: msg`Operate in tutta Italia?`,
    answer: msg`Sì. Abbiamo sede alle porte di Milano ma lavoriamo su tutto il territorio nazionale: consegniamo e ritiriamo i veicoli dove ti servono e organizziamo trasporti e assistenza in ogni regione.`,
  },
  {
    id: 'lungo-termine',
    question: msg`Offrite noleggi a lungo termine?`,
    answer: msg`Sì, per privati e aziende. Il noleggio a lungo termine comprende un canone mensile fisso con manutenzione, assicurazione e assistenza inclusi; ti prepariamo un'offerta su misura in base a durata e chilometraggio.`,
  },
  {
    id: 'assistenza',
    question: msg`Che tipo di assistenza offrite?`,
    answer: msg`Un servizio di assistenza attivo 24 ore su 24, 7 giorni su 7: soccorso stradale, officina multimarca per riparazioni e manutenzione e, quando serve, un veicolo sostitutivo per non restare mai fermo.`,
  },
];

/** Home page FAQ: one answer open at a time; clicking the open one closes it. */
export function Faq() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Section id="faq" tone="deep" aria-labelledby="faq-title">
      <div className={classes.layout}>
        <SectionHeading
          id="faq-title"
          eyebrow={<Trans>FAQ</Trans>}
          title={<Trans>Domande frequenti</Trans>}
          lead={<Trans>Le risposte alle domande che ci fate più spesso. Per tutto il resto, scrivici.</Trans>}
        />
        {/* Disclosure buttons, each heading its answer (the accordion pattern of the ARIA practices). */}
        <div className={classes.list}>
          {QUESTIONS.map(({ id, question, answer }) => {
            const expanded = open === id;
            return (
              <div key={id} className={classes.item} data-active={expanded || undefined}>
                <h3 className={classes.heading}>
                  <button
                    type="button"
                    id={`faq-${id}-control`}
                    className={classes.control}
                    aria-expanded={expanded}
                    aria-controls={`faq-${id}-panel`}
                    onClick={() => setOpen(expanded ? null : id)}
                  >
                    <span className={classes.label}>{i18n._(question)}</span>
                    <IconPlus size={18} stroke={1.6} aria-hidden="true" className={classes.chevron} />
                  </button>
                </h3>
                <div
                  id={`faq-${id}-panel`}
                  role="region"
                  aria-labelledby={`faq-${id}-control`}
                  className={classes.panel}
                  inert={!expanded}
                >
                  <div className={classes.panelInner}>
                    <p className={classes.content}>{i18n._(answer)}</p>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </Section>
  );
}
