/// <reference types="svelte" />
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by `npm start`: the URL of the embedded dynalite (in-memory DynamoDB). */
  readonly VITE_LOCAL_DYNAMODB_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
