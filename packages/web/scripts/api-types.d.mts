export const schemaFile: string;
export function apiTypesSource(): Promise<string>;
