import SolvervLanguage
import SolarAstronomy

/// The years Solverv computes: those where ΔT is modelled (`DeltaT.supportedYears`).
package enum ComputedYears {
    /// Fails on a year outside them, named by the option it came from (`--now`, `--from`).
    package static func check(_ y: Int, _ name: String) throws(Failure) {
        let r = DeltaT.supportedYears
        guard r.contains(y) else {
            // TRANSLATORS: an option such as --from, the year given, then the first and last years Solverv computes.
            throw Failure(fill(tr("%s: year %d is outside %d–%d, where ΔT is modelled"), name, String(y), String(r.lowerBound), String(r.upperBound)))
        }
    }
}
