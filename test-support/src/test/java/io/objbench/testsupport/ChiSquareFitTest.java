package io.objbench.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Pearson's chi-square goodness-of-fit against values computed by hand and its power on skewed draws. */
class ChiSquareFitTest {

    private static Map<String, Double> uniform(int k) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 1; i <= k; i++) {
            m.put("f" + i, 1.0 / k);
        }
        return m;
    }

    @Test
    void aLoadedDieOfTextbooks() {
        // 60 throws 5, 8, 9, 8, 10, 20: chi2 = (25+4+1+4+0+100)/10 = 13.4, df 5, p = Q(2.5, 6.7) = 0.019905…
        Map<String, Long> observed = Map.of("f1", 5L, "f2", 8L, "f3", 9L, "f4", 8L, "f5", 10L, "f6", 20L);
        ChiSquareFit fit = ChiSquareFit.of(observed, uniform(6));
        assertThat(fit.statistic()).isCloseTo(13.4, within(1e-12));
        assertThat(fit.degreesOfFreedom()).isEqualTo(5);
        assertThat(fit.pValue()).isCloseTo(0.0199052, within(1e-6));
        assertThat(fit.rejects(0.05)).isTrue();
        assertThat(fit.rejects(0.001)).isFalse();
    }

    @Test
    void oneDegreeOfFreedom() {
        ChiSquareFit fit = ChiSquareFit.of(Map.of("a", 300L, "b", 200L), Map.of("a", 0.5, "b", 0.5));
        assertThat(fit.degreesOfFreedom()).isEqualTo(1);
        assertThat(fit.statistic()).isCloseTo(20, within(1e-12)); // 2 × 50² / 250
        assertThat(fit.pValue()).isCloseTo(7.744216e-6, within(1e-11)); // chi2(1) survival = erfc(sqrt(20 / 2))
    }

    @Test
    void drawsFromTheSharesPassAndDrawsSkewedByFivePointsFail() {
        Map<String, Double> shares = Map.of("create", 0.30, "read", 0.40, "update", 0.15, "delete", 0.15);
        Map<String, Double> skewed = Map.of("create", 0.25, "read", 0.45, "update", 0.15, "delete", 0.15);
        SplittableRandom random = new SplittableRandom(19);
        int passed = 0;
        int rejected = 0;
        for (int run = 0; run < 20; run++) {
            passed += ChiSquareFit.of(draw(shares, 5000, random), shares).rejects(0.001) ? 0 : 1;
            rejected += ChiSquareFit.of(draw(skewed, 5000, random), shares).rejects(0.001) ? 1 : 0;
        }
        // alpha 0.001: a false rejection in 20 runs has probability 2 %; 5 points at n = 5000 give chi2 ≈ 70
        assertThat(passed).isGreaterThanOrEqualTo(19);
        assertThat(rejected).isEqualTo(20);
    }

    @Test
    void aCategoryThatIsNotExpectedOrTooFewObservationsAreRefused() {
        assertThatThrownBy(() -> ChiSquareFit.of(Map.of("a", 10L, "z", 1L), Map.of("a", 1.0)))
                .hasMessageContaining("'z', which is not expected");
        assertThatThrownBy(() -> ChiSquareFit.of(Map.of("a", 10L), Map.of("a", 0.99, "b", 0.01)))
                .hasMessageContaining("below 5.0");
        assertThatThrownBy(() -> ChiSquareFit.of(Map.of("a", 10L), Map.of("a", 0.5)))
                .hasMessageContaining("sum to 0.5");
        // one category: nothing to test but that nothing else was observed
        assertThat(ChiSquareFit.of(Map.of("a", 10L), Map.of("a", 1.0)).pValue()).isEqualTo(1);
    }

    private static Map<String, Long> draw(Map<String, Double> shares, int n, SplittableRandom random) {
        Map<String, Long> counts = new LinkedHashMap<>();
        var keys = shares.keySet().stream().sorted().toList();
        for (int i = 0; i < n; i++) {
            double u = random.nextDouble();
            String pick = keys.getLast();
            for (String k : keys) {
                u -= shares.get(k);
                if (u < 0) {
                    pick = k;
                    break;
                }
            }
            counts.merge(pick, 1L, Long::sum);
        }
        return counts;
    }
}
