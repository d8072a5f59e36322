/// A clock time as a sentence says "at" it (`today at 21:50`), with the
/// ending the reader's language gives it there. Turkish puts the locative
/// on the time, and its vowel and consonant follow the number read last:
/// `saat 21:50'de` (elli), `saat 10:00'da` (on), `saat 08:40'ta` (kırk),
/// `saat 03:00'te` (üç, the hour when the minutes are 00). Most languages
/// add nothing. The endings are the catalogue's (a translator's table,
/// one per last spoken number), not a rule of ours per language: the same
/// way `quoted` takes the marks and the zone mark French's elision.
public func clockAt(_ clock: String) -> String {
    // TRANSLATORS: the endings a clock time takes after "at" ("today at 21:50"), chosen by the number
    // read last (the minutes, or the hour when the minutes are 00): 15 endings separated by spaces, for
    // 0 1 2 3 4 5 6 7 8 9 10 20 30 40 50 in this order. Turkish: 'da 'de 'de 'te 'te 'te 'da 'de 'de 'da 'da 'de 'da 'ta 'de
    // (sıfır da, bir de, üç te, kırk ta, elli de: "bugün saat 21:50'de"). Write "none" where your language adds nothing.
    ClockEnding.appended(to: clock, endings: trc("endings of a clock time after at", "none"))
}

enum ClockEnding {
    /// `clock` with the ending `table` gives its last spoken number; `clock`
    /// unchanged when the table is not 15 endings (English's `none`) or the
    /// text holds no number.
    static func appended(to clock: String, endings table: String) -> String {
        let endings = table.split(separator: " ")
        guard endings.count == 15, let n = lastSpoken(clock) else { return clock }
        // 0…9 by their own word; a round ten (10 … 50) by its ten's word.
        let index = n % 10 != 0 || n == 0 ? n % 10 : 9 + n / 10
        guard index < endings.count else { return clock }
        return clock + endings[index]
    }

    /// The number read last in a clock time: the minutes (`21:50` → 50,
    /// `08:05` → 5), or the hour when they are 00 (`10:00` → 10, `ÖS 3:00`
    /// → 3, `00:00` → 0). Nil without a digit.
    static func lastSpoken(_ clock: String) -> Int? {
        var groups: [Int] = []
        var current: Int?
        for byte in clock.utf8 {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                // Clock digits: two a group, no overflow.
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000)
            } else if let c = current {
                groups.append(c)
                current = nil
            }
        }
        if let c = current { groups.append(c) }
        guard let minutes = groups.last else { return nil }
        return minutes != 0 || groups.count < 2 ? minutes : groups[groups.count - 2]
    }
}
