/** The URLs the playground's server hands the page: the sandbox's embed and API. */
export interface DemoConfig {
  embedUrl: string;
  apiUrl: string;
}
