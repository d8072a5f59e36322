/// ΔT = TT − UT1: how far the Earth's rotation has fallen behind uniform time.
///
/// Observed values (IERS) through the present, then the long-term model of
/// Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A 472, updated 2021),
/// both as Skyfield uses them. `DeltaTTable` holds nodes generated once by
/// `scripts/reference/make_delta_t.py`; between nodes a 4-point Lagrange
/// cubic reproduces the source to well under 0.1 s.
public enum DeltaT {
    /// The years that the table covers with room for interpolation.
    public static let supportedYears: ClosedRange<Int> = 1000...3000

    /// ΔT in seconds at a decimal (Julian) year.
    public static func seconds(atYear year: Double) -> Double {
        let values = DeltaTTable.values
        let x = (year - DeltaTTable.firstYear) / DeltaTTable.step
        // Clamp to the table's ends; callers keep within `supportedYears`.
        let i = min(max(Int(x.rounded(.down)), 1), values.count - 3)
        let u = x - Double(i)
        let w = cubicLagrangeWeights(u)
        return w.0 * values[i - 1] + w.1 * values[i] + w.2 * values[i + 1] + w.3 * values[i + 2]
    }

    /// ΔT in seconds at an instant given as days since J2000.0 (UT or TT:
    /// the difference is far below the model's own uncertainty).
    public static func seconds(atUT days: Double) -> Double {
        seconds(atYear: 2000 + days / 365.25)
    }
}
