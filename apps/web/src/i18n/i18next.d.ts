import 'i18next';
import type en_US from './locales/en_US.json';
import type { FeatureMessages } from './feature-bundles';

/** Translation keys are type-checked against the English file. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en_US & FeatureMessages };
    returnNull: false;
  }
}
