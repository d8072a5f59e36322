/// Refines a sign change of `f` on [a, b] by the Illinois variant of regula
/// falsi (Dowell & Jarratt 1971): it keeps the bracket, as bisection does,
/// and converges superlinearly on smooth functions such as altitudes.
/// Requires f(a) and f(b) of opposite signs (or one of them zero).
package func refineRoot(
    _ f: (Double) -> Double,
    _ a0: Double, _ fa0: Double,
    _ b0: Double, _ fb0: Double,
    tolerance: Double
) -> Double {
    var a = a0, fa = fa0, b = b0, fb = fb0
    var side = 0
    for _ in 0..<100 {
        if abs(b - a) <= tolerance { break }
        var c = (a * fb - b * fa) / (fb - fa)
        // Keep the secant point inside the bracket whatever the rounding.
        if !(c > min(a, b) && c < max(a, b)) { c = (a + b) / 2 }
        let fc = f(c)
        if fc == 0 { return c }
        if (fc > 0) == (fb > 0) {
            b = c
            fb = fc
            if side == -1 { fa /= 2 }
            side = -1
        } else {
            a = c
            fa = fc
            if side == 1 { fb /= 2 }
            side = 1
        }
    }
    return (a + b) / 2
}
