export declare const LANES: string[];
export declare function journeyFiles(root: string): string[];
export declare function laneOf(root: string, file: string): 'owner' | 'shop';
export declare function laneFiles(root: string, lane: string): string[];
