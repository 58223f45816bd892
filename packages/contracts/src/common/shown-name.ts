/** The name fields a person carries on the wire; lists and rooms that send no full name leave it out. */
export interface NamedPerson {
  display_name?: string | null;
  full_name?: string | null;
  username: string;
}

/**
 * The name we show for a person on anyone's screen: the display name, else the full name, else the username
 * (an empty name counts as none). The server's SQL of the same rule (apps/server/src/shared/shown-name.ts) follows this.
 */
export const shownName = (person: NamedPerson): string => person.display_name || person.full_name || person.username;
