import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Tabs, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  isLanguage,
  type Language,
  LANGUAGES,
  SOURCE_LANGUAGE,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  VEHICLE_LIMITS,
} from '@nbt/validation';
import { IconCheck } from '@tabler/icons-react';
import { hasText, type VehicleFormValues } from '../form-values';
import classes from './VehicleFormModal.module.css';

const ITALIAN_FIELDS = ['description', 'features'];

/** The language tab that holds a form field, for the fields the tabs hold. */
export function textTabOf(field: string): Language | undefined {
  if (ITALIAN_FIELDS.includes(field)) return SOURCE_LANGUAGE;
  const [root, language] = field.split('.');
  return root === 'translations' && isLanguage(language) ? language : undefined;
}

interface VehicleTextsProps {
  form: UseFormReturnType<VehicleFormValues>;
  tab: Language;
  onTabChange: (tab: Language) => void;
}

/**
 * The vehicle's description and features in Italian, and in a tab per other language its
 * description, features and colour: optional, marked on the tab when written, and started from the
 * Italian with one click. Only the open tab is rendered, so each label is there once.
 */
export function VehicleTexts({ form, tab, onTabChange }: VehicleTextsProps) {
  const { t } = useLingui();
  const featuresHelp = t`Separate da virgole, ad esempio: Navigatore, Sedili riscaldati, Tetto panoramico`;
  const failing = (language: Language) => Object.keys(form.errors).some((field) => textTabOf(field) === language);

  const copyItalian = (language: TranslationLanguage) => {
    const { description, features, color } = form.getValues();
    form.setFieldValue(`translations.${language}`, { description, features, color });
    for (const field of ['description', 'features', 'color']) form.clearFieldError(`translations.${language}.${field}`);
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => (isLanguage(value) ? onTabChange(value) : undefined)}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List className={classes.languageTabs}>
        {LANGUAGES.map(({ code, name }) => {
          const written = code !== SOURCE_LANGUAGE && hasText(form.values.translations[code]);
          return (
            <Tabs.Tab
              key={code}
              value={code}
              color={failing(code) ? 'red' : undefined}
              rightSection={
                written ? (
                  <>
                    <IconCheck size={14} aria-hidden="true" className={classes.writtenIcon} />
                    <VisuallyHidden>{t`(compilata)`}</VisuallyHidden>
                  </>
                ) : null
              }
            >
              <span lang={code} dir="auto">
                {name}
              </span>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>

      <Tabs.Panel value={SOURCE_LANGUAGE} pt="md">
        <Stack gap="sm">
          <Textarea
            label={t`Descrizione`}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={VEHICLE_LIMITS.description}
            {...form.getInputProps('description')}
          />
          <TextInput label={t`Caratteristiche`} description={featuresHelp} {...form.getInputProps('features')} />
        </Stack>
      </Tabs.Panel>

      {TRANSLATION_LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                <Trans>Facoltativo: dove manca un testo, il sito mostra quello italiano.</Trans>
              </Text>
              <Button variant="light" color="gold.5" size="xs" onClick={() => copyItalian(language)}>
                <Trans>Copia il testo italiano</Trans>
              </Button>
            </Group>
            <Textarea
              label={t`Descrizione`}
              lang={language}
              dir="auto"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={VEHICLE_LIMITS.description}
              {...form.getInputProps(`translations.${language}.description`)}
            />
            <TextInput
              label={t`Caratteristiche`}
              description={featuresHelp}
              lang={language}
              dir="auto"
              {...form.getInputProps(`translations.${language}.features`)}
            />
            <TextInput
              label={t`Nome del colore`}
              lang={language}
              dir="auto"
              maxLength={VEHICLE_LIMITS.color}
              {...form.getInputProps(`translations.${language}.color`)}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
