import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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

/** Home page FAQ (spec §2, §4): one answer open at a time; clicking the open one closes it. */
export function Faq() {
  const { i18n } = useLingui();
  return (
    <Section id="faq" tone="deep" aria-labelledby="faq-title">
      <div className={classes.layout}>
        <SectionHeading
          id="faq-title"
          eyebrow={<Trans>FAQ</Trans>}
          title={<Trans>Domande frequenti</Trans>}
          lead={<Trans>Le risposte alle domande che ci fate più spesso. Per tutto il resto, scrivici.</Trans>}
        />
        <Accordion
          variant="separated"
          radius="lg"
          chevron={<IconPlus size={18} stroke={1.6} aria-hidden="true" />}
          order={3}
          classNames={{
            item: classes.item,
            control: classes.control,
            label: classes.label,
            chevron: classes.chevron,
            content: classes.content,
          }}
        >
          {QUESTIONS.map(({ id, question, answer }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>{i18n._(question)}</Accordion.Control>
              <Accordion.Panel>{i18n._(answer)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
    </Section>
  );
}
