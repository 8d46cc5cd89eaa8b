/**
 * The API test console's call settings (spec §3 "API tool fields", §5 "API test tool"): where to call, as which app,
 * and how to sign.
 */
import { DEFAULT_SIGN_ALGORITHM, type SignAlgorithm } from '../signature/sign-settings';

/** Data environments, in the order the console offers them. */
export const TEST_ENVIRONMENTS = ['production', 'preRelease', 'test'] as const;
export type TestEnvironment = (typeof TEST_ENVIRONMENTS)[number];

/** Logistics open platform app, or JOS app. */
export const APP_SOURCES = ['lop', 'jos'] as const;
export type AppSource = (typeof APP_SOURCES)[number];

/** Partner (business-unit type 4: no access token) or self-developed merchant. */
export const APP_TYPES = ['partner', 'merchant'] as const;
export type AppType = (typeof APP_TYPES)[number];

export interface TestSettings {
  readonly environment: TestEnvironment;
  readonly appSource: AppSource;
  readonly appType: AppType;
  readonly appKey: string;
  readonly appSecret: string;
  /** Ignored for partners. */
  readonly accessToken: string;
  /** '' until chosen (the console starts on md5-salt). */
  readonly algorithm: SignAlgorithm | '';
}

const HMAC_ALGORITHMS: readonly SignAlgorithm[] = ['hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5'];

/**
 * The algorithms offered (issue 5): md5-salt (default) and the HMAC ones to everyone; sm3-salt to partners in
 * addition. Ordered as the signature tool lists them.
 */
export const algorithmsFor = (appType: AppType): readonly SignAlgorithm[] =>
  appType === 'partner' ? ['md5-salt', 'sm3-salt', ...HMAC_ALGORITHMS] : ['md5-salt', ...HMAC_ALGORITHMS];

/** Partners sign without an access token (signature.md) and are not asked for one. */
export const asksAccessToken = (settings: Pick<TestSettings, 'appType'>): boolean => settings.appType !== 'partner';

/** The console's starting settings: the test environment (the safe one), an open platform app, md5-salt. */
export const initialTestSettings = (appType: AppType = 'merchant'): TestSettings => ({
  environment: 'test',
  appSource: 'lop',
  appType,
  appKey: '',
  appSecret: '',
  accessToken: '',
  algorithm: DEFAULT_SIGN_ALGORITHM,
});

/** The settings after the app type changes: an algorithm the new type is not offered falls back to the default. */
export const withAppType = (settings: TestSettings, appType: AppType): TestSettings => ({
  ...settings,
  appType,
  algorithm: settings.algorithm && algorithmsFor(appType).includes(settings.algorithm) ? settings.algorithm : DEFAULT_SIGN_ALGORITHM,
});

export type SettingsField = 'appKey' | 'appSecret' | 'accessToken' | 'algorithm';

/**
 * 'appKeyFirst': 'Please first input App key' (the app key is the first thing a test needs and the field the console
 * asks for before the others); 'required': 'Mandatory and not be blank'; 'notOffered': an algorithm this app type is
 * not offered.
 */
export type SettingsError = 'appKeyFirst' | 'required' | 'notOffered';
export type SettingsErrors = Partial<Readonly<Record<SettingsField, SettingsError>>>;

const blank = (value: string): boolean => value.trim() === '';

/** Spec §5: appKey, appSecret, accessToken (not of partners) and algorithm must not be empty. Empty object: valid. */
export const validateSettings = (settings: TestSettings): SettingsErrors => {
  const errors: Partial<Record<SettingsField, SettingsError>> = {};
  if (blank(settings.appKey)) errors.appKey = 'appKeyFirst';
  if (blank(settings.appSecret)) errors.appSecret = 'required';
  if (asksAccessToken(settings) && blank(settings.accessToken)) errors.accessToken = 'required';
  if (!settings.algorithm) errors.algorithm = 'required';
  else if (!algorithmsFor(settings.appType).includes(settings.algorithm)) errors.algorithm = 'notOffered';
  return errors;
};

export const hasSettingsErrors = (errors: SettingsErrors): boolean => Object.keys(errors).length > 0;

/** A call to production is confirmed first (spec: "a warning before calling production"). */
export const needsProductionConfirm = (environment: TestEnvironment): boolean => environment === 'production';
