/**
 * Intl's formatters, made once per language and options and kept: building one costs far more than formatting with
 * it (a price list or an events page formats dozens of values while it renders, on a phone's slow CPU).
 */
function kept<F, O>(make: (locale: string | undefined, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string | undefined, options: O): F => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(locale, options)));
    return formatter;
  };
}

export const numberFormat = kept((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = kept((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
/** Throws as Intl.DisplayNames does for a language the browser does not know, and keeps nothing then. */
export const displayNames = kept(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locale ? [locale] : [], options),
);
