/**
 * The values an editor may choose from, one list per choice field. The schemas refuse any other
 * value; the pages list them (the expertise chips) or draw one picture per value (game visuals,
 * science icons) with types taken from these lists, so a value added here cannot be missed there.
 */
export const gameVisuals = ['charades', 'pictionary', 'connect-four', 'chess', 'checkers', 'cards', 'fish', 'memory', 'grid', 'letters', 'dice', 'quiz'] as const
export const projectStatuses = ['Planned', 'In Progress', 'Completed'] as const
export const scienceIcons = ['heart-pulse', 'eye', 'sound-wave', 'brain'] as const
export const advisorExpertise = ['Research', 'Education', 'Advocacy'] as const
export const podcastCategories = ['Education', 'Technology'] as const
export const blogCategories = ['Research', 'Education', 'Personal'] as const
