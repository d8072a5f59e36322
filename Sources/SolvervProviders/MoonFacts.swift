import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts

/// What the moon provider reports (issue 44), before any words: the
/// phase of the display day, the lit fraction now, the Moon's age, the
/// days to the next full and new moon, the next four principal phases,
/// moonrise and moonset of the display day, and when any of it changes.
///
/// Days are calendar days in the display zone, as the countdown counts
/// them: tomorrow is 1, and a full moon stays "today" (0) for its whole
/// local date. The phase's name holds for whole local days too
/// (`MoonPhaseName`): the day of a principal phase takes its name.
public struct MoonFacts: Sendable {
    /// The eight-phase name of the display day.
    public let phase: MoonPhaseName
    /// The illuminated fraction now, 0–1, and as a whole percent (rounded).
    public let illumination: Double
    public let percent: Int
    /// Days since the last new moon.
    public let ageDays: Double
    /// The next full and new moon at or after the display day's start, and
    /// the calendar days until each (0 on its day).
    public let nextFull: PhaseInstant
    public let nextNew: PhaseInstant
    public let fullDays: Int
    public let newDays: Int
    /// The next four principal phases after now.
    public let next: [PhaseInstant]
    /// Moonrise and moonset on the display day; nil when there is none.
    public let rise: Instant?
    public let set: Instant?
    /// Whether the Moon (its upper limb) is up now.
    public let up: Bool
    /// Whether `rise`, `set` and `up` were computed: not for a line that
    /// shows none of them (the small and medium texts, a template without
    /// them), for which the search would be 40 % of the line's instructions.
    public let hasRiseSet: Bool
    /// When what these facts show can next change (unix seconds, after
    /// now), when the context asked (`wantsChanges`): local midnight (the
    /// name, the counts, the day's rise and set), and where the line draws
    /// them the next whole percent of illumination, the next principal
    /// phase, moonrise and moonset (whether it is up), the age's rounding.
    public let changes: [Double]

    public init(_ context: ProviderContext) {
        let zone = context.zone, today = context.today
        let start = zone.startOfDay(today), end = zone.startOfNextDay(after: start)
        let dayStart = Instant(unixSeconds: Double(start)), dayEnd = Instant(unixSeconds: Double(end))
        let now = context.instant
        // The day's phases, each computed once, though several facts ask.
        var phases = PhaseWindow(dayFrom: dayStart)
        let firstOfDay = phases.next(atOrAfter: dayStart)
        phase = MoonPhaseName(next: firstOfDay, dayEnd: dayEnd)
        let lit = MoonIllumination(at: now)
        illumination = lit.fraction
        percent = Int((lit.fraction * 100).rounded())
        ageDays = phases.age(at: now)

        var upcoming = [phases.next(atOrAfter: now)]
        while upcoming.count < 4, let last = upcoming.last { upcoming.append(phases.following(last)) }
        next = upcoming
        // From the day's start: a full moon stays "today" all its local date.
        // A lunation holds one of each: found within five phases.
        var full: PhaseInstant?, new: PhaseInstant?
        var p = firstOfDay
        for _ in 0..<5 {
            if p.phase == .fullMoon, full == nil { full = p }
            if p.phase == .newMoon, new == nil { new = p }
            p = phases.following(p)
        }
        nextFull = full ?? firstOfDay
        nextNew = new ?? firstOfDay
        func days(_ p: PhaseInstant) -> Int {
            zone.date(at: Int64(p.instant.unixSeconds.rounded())).daysSinceEpoch - today.daysSinceEpoch
        }
        fullDays = days(nextFull)
        newDays = days(nextNew)

        hasRiseSet = context.wantsLarge || context.wantsChanges || MoonFacts.riseSetFacts.contains(where: context.reads)
        if hasRiseSet {
            let riseSet = MoonriseMoonset(at: context.coordinates, from: dayStart, to: dayEnd)
            rise = riseSet.rise
            set = riseSet.set
            // Up now: as the day's last crossing before now left it, else as
            // at the day's start. (Compared, not an array of optionals sorted:
            // that costs a one-shot line three generic types' metadata.)
            let rose = riseSet.rise.flatMap { $0 <= now ? $0 : nil }, went = riseSet.set.flatMap { $0 <= now ? $0 : nil }
            switch (rose, went) {
            case let (r?, s?): up = s < r
            case (_?, nil): up = true
            case (nil, _?): up = false
            case (nil, nil): up = riseSet.upAtStart
            }
        } else {
            rise = nil
            set = nil
            up = false
        }

        changes = context.wantsChanges ? Self.changes(context, next: upcoming, rise: rise, set: set, age: ageDays) : []
    }

    /// When what the line draws of these facts can next change: each
    /// instant only where the line draws what changes then, so that the
    /// look-ahead of a small line (its icon and counts, which change at
    /// midnight) does not draw it again at each whole percent of the
    /// medium text's illumination.
    static func changes(_ context: ProviderContext, next: [PhaseInstant], rise: Instant?, set: Instant?, age: Double) -> [Double] {
        let now = context.instant
        // The phase's name and icon, the counts, the day's rise and set: every text.
        var changes = [context.nextMidnight]
        let large = context.draws(.large)
        if context.draws(.medium) || large || context.shows("illumination"), let t = IlluminationChange.next(after: now) {
            changes.append(t.unixSeconds)
        }
        // The next four phases move on when the first passes (large's list, `next_phase`, `next`); the age restarts.
        let age1 = context.shows("moon_age"), age2 = context.shows("age_days")
        if large || age1 || age2 || ["next_phase", "next_phase_date", "next"].contains(where: context.shows), let p = next.first {
            changes.append(p.instant.unixSeconds)
        }
        // `up` turns at moonrise and moonset.
        if context.shows("up") { for t in [rise, set].compactMap({ $0 }) where t > now { changes.append(t.unixSeconds) } }
        // The age, shown to one or two decimals of a day, grows evenly: the
        // next half step of its rounding.
        if age1 || age2 {
            let step = age2 ? 0.01 : 0.1
            let boundary = ((age / step - 0.5).rounded(.down) + 1.5) * step
            changes.append(context.now + (boundary - age) * 86_400)
        }
        return changes.filter { $0 >= context.now }
    }

    /// The facts that need moonrise and moonset (`hasRiseSet`).
    static let riseSetFacts = ["moonrise", "moonset", "rise", "set", "up"]

    /// The phase's icon: emoji (🌑 … 🌘), or Nerd Font's Weather Icons
    /// glyphs (nf-weather-moon_new, _waxing_crescent_3, _first_quarter,
    /// _waxing_gibbous_3, _full, _waning_gibbous_3, _third_quarter,
    /// _waning_crescent_3).
    public static func icon(_ phase: MoonPhaseName, _ icons: IconSet) -> String {
        switch (phase, icons) {
        case (.newMoon, .emoji): "🌑"
        case (.waxingCrescent, .emoji): "🌒"
        case (.firstQuarter, .emoji): "🌓"
        case (.waxingGibbous, .emoji): "🌔"
        case (.fullMoon, .emoji): "🌕"
        case (.waningGibbous, .emoji): "🌖"
        case (.lastQuarter, .emoji): "🌗"
        case (.waningCrescent, .emoji): "🌘"
        case (.newMoon, .nerd): "\u{E38D}"
        case (.waxingCrescent, .nerd): "\u{E390}"
        case (.firstQuarter, .nerd): "\u{E394}"
        case (.waxingGibbous, .nerd): "\u{E397}"
        case (.fullMoon, .nerd): "\u{E39B}"
        case (.waningGibbous, .nerd): "\u{E39E}"
        case (.lastQuarter, .nerd): "\u{E3A2}"
        case (.waningCrescent, .nerd): "\u{E3A5}"
        }
    }
}
