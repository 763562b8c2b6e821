/** Values for a message's placeholders: `{count}`, `{name}`. */
export type MessageValues = Record<string, string | number>;

/** Translates a catalogue key (docs/i18n.md) with its values. */
export type Translate = (key: string, values?: MessageValues) => string;
