import { createContext, useContext, type ReactNode } from 'react'

/** The organisation's time zone (TIME_ZONE), which every time a console page shows is read in. */
const TimeZone = createContext('UTC')

/** `children` showing their times in `timeZone`. */
export const InTimeZone = ({ timeZone, children }: { timeZone: string; children: ReactNode }) => <TimeZone.Provider value={timeZone}>{children}</TimeZone.Provider>

/** The time zone the page is shown in. */
export const useTimeZone = (): string => useContext(TimeZone)
