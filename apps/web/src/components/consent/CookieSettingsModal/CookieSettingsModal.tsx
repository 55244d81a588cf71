// Mantine's styles for what only this dialog shows, in the order of Mantine's own stylesheet: they
// load with the dialog instead of with every page (src/styles/mantine.css has the rest).
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import {
  closeCookieSettings,
  OPTIONAL_CATEGORIES,
  saveCookiePreferences,
  useConsent,
  type CookiePreferences,
  type OptionalCategory,
} from '../../../lib/consent';
import classes from './CookieSettingsModal.module.css';

const CATEGORY_TEXT: Record<keyof CookiePreferences, { label: MessageDescriptor; description: MessageDescriptor }> = {
  necessary: {
    label: msg`Necessari`,
    description: msg`Indispensabili per il funzionamento del sito (per esempio per ricordare queste scelte e la lingua). Sono sempre attivi.`,
  },
  analytics: {
    label: msg`Analisi`,
    description: msg`Ci aiutano a capire, in forma aggregata, come viene usato il sito. Oggi non usiamo strumenti di analisi.`,
  },
  marketing: {
    label: msg`Marketing`,
    description: msg`Servono a mostrare offerte in linea con i tuoi interessi. Oggi non usiamo strumenti di marketing.`,
  },
  preferences: {
    label: msg`Preferenze`,
    description: msg`Abilitano contenuti di terze parti, come la mappa OpenStreetMap, che viene così caricata automaticamente.`,
  },
};

function CategorySwitch({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: keyof CookiePreferences;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { i18n } = useLingui();
  const text = CATEGORY_TEXT[category];
  return (
    <div className={classes.category}>
      <Switch
        size="md"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        label={i18n._(text.label)}
        description={i18n._(text.description)}
        classNames={{
          label: classes.switchLabel,
          description: classes.switchDescription,
          track: disabled ? classes.lockedTrack : undefined,
          thumb: disabled ? classes.lockedThumb : undefined,
        }}
        labelPosition="left"
        styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
      />
    </div>
  );
}

/** The switches of the dialog, seeded from the stored choice each time the dialog opens. */
function SettingsForm({ initial }: { initial: CookiePreferences }) {
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    analytics: initial.analytics,
    marketing: initial.marketing,
    preferences: initial.preferences,
  });

  return (
    <Stack gap="lg">
      <Text size="sm" className={classes.intro}>
        <Trans>
          Scegli quali categorie di cookie consentire. Puoi cambiare idea in qualsiasi momento dal link «Impostazioni
          cookie» in fondo a ogni pagina.
        </Trans>
      </Text>
      <div className={classes.categories}>
        <CategorySwitch category="necessary" checked disabled />
        {OPTIONAL_CATEGORIES.map((category) => (
          <CategorySwitch
            key={category}
            category={category}
            checked={choice[category]}
            onChange={(checked) => setChoice((previous) => ({ ...previous, [category]: checked }))}
          />
        ))}
      </div>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={closeCookieSettings}>
          <Trans>Annulla</Trans>
        </Button>
        <Button onClick={() => saveCookiePreferences(choice)}>
          <Trans>Salva preferenze</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The cookie settings dialog: necessary always on, the three optional categories as
 * switches; saving stores the 'custom' choice, cancelling closes without saving.
 */
export function CookieSettingsModal() {
  const { t } = useLingui();
  const { settingsOpen, preferences } = useConsent();
  // The compound form, so the header can be a <div>: Mantine's <header> inside the dialog would
  // count as a second page banner landmark.
  return (
    <Modal.Root opened={settingsOpen} onClose={closeCookieSettings} size="lg" centered radius="lg">
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        <Modal.Header component="div" className={classes.header}>
          <Modal.Title className={classes.title}>{t`Impostazioni cookie`}</Modal.Title>
          <Modal.CloseButton aria-label={t`Chiudi le impostazioni cookie`} />
        </Modal.Header>
        <Modal.Body>
          <SettingsForm initial={preferences} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
