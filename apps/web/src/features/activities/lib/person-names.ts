import { shownName, type LivePerson } from '@parley/contracts';

/** How a game names its players: as shown in the room, "(you)" after this person, an id for someone who left. */
export function personNames(roomPeople: readonly LivePerson[], meId: number, you: string) {
  const people = new Map(roomPeople.map((person) => [person.id, person]));
  return (id: number) => {
    const person = people.get(id);
    const name = person ? shownName(person) : `#${id}`;
    return id === meId ? `${name} (${you})` : name;
  };
}
