/** Types of fresh-database.mjs. */
export declare function freshDatabase(prefix: string, adminUrl: string): Promise<{ url: string; drop(): Promise<void> }>;
