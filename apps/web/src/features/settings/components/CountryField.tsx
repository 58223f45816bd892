import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRY_CODES } from '@parley/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Country names in the interface language, sorted by name; the code is what is stored. */
function useCountryNames(): Map<string, string> {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const entries = COUNTRY_CODES.map((code) => [code, names.of(code) ?? code] as const);
    return new Map([...entries].sort((a, b) => a[1].localeCompare(b[1])));
  }, [i18n.language]);
}

/** A searchable country picker: type a few letters, pick with the arrow keys. '' means none. */
export function CountryField({
  label,
  value,
  onChange,
  id,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  id: string;
}) {
  const names = useCountryNames();
  return (
    <Autocomplete
      id={id}
      options={[...names.keys()]}
      value={value || null}
      onChange={(_, code) => onChange(code ?? '')}
      getOptionLabel={(code) => names.get(code) ?? code}
      autoHighlight
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
