/** i18next set up with both languages bundled (the app is small; no loading step). */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zhHant } from './zh-Hant';
import { ruleKeys } from './keys';

export const languages = ['en', 'zh-Hant'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'defcomp.language';

function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (stored === 'en' || stored === 'zh-Hant') return stored;
  const preferred = globalThis.navigator?.languages ?? [];
  return preferred.some((tag) => /^zh-(Hant|TW|HK|MO)/i.test(tag)) ? 'zh-Hant' : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, 'zh-Hant': { translation: zhHant } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
});

function applyLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  globalThis.localStorage?.setItem(storageKey, language);
});

/** The title of a plan section in the current language, or undefined when none is known. */
export function ruleTitle(rule: string): string | undefined {
  const key = ruleKeys(rule).find((candidate) => i18n.exists(candidate));
  return key === undefined ? undefined : i18n.t(key);
}
