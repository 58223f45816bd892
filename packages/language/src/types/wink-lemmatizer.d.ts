/** wink-lemmatizer 3.0.4 ships no types. Each function answers the word itself when it knows no lemma. */
declare module 'wink-lemmatizer' {
  const lemmatize: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export = lemmatize;
}
