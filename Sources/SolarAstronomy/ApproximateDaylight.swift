import Glibc

/// Day length from the low-precision Sun (Meeus 25.2–25.4, longitude to
/// 0.01°) and the hour-angle formula (Meeus 15.1): within a few minutes
/// away from the polar circles, at no cost. For a sparkline of the year,
/// never for a printed time.
public enum ApproximateDaylight {
    /// Hours of the Sun above −0.8333° on the day around `instant`, 0…24.
    public static func hours(latitude: Double, at instant: Instant) -> Double {
        let tt = instant.tt
        let (lambda, _) = Seasons.lowPrecisionLongitude(tt)
        let epsilon = (23.439_291 - 0.013_004_2 * tt / 36_525) * .pi / 180
        let dec = asin(sin(epsilon) * sin(lambda))
        let phi = latitude * .pi / 180
        let cosH = (sin(-0.8333 * .pi / 180) - sin(phi) * sin(dec)) / (cos(phi) * cos(dec))
        if cosH <= -1 { return 24 }
        if cosH >= 1 { return 0 }
        return 2 * acos(cosH) * 12 / .pi
    }
}
