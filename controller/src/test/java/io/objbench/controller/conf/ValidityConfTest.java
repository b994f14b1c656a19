package io.objbench.controller.conf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.run.ValidityThresholds;
import org.junit.jupiter.api.Test;

/** controller.conf's optional {@code [validity]} section: the stage verdict's limits. */
class ValidityConfTest {

    private static final String BASE = """
            [controller]
            drivers = 1

            [driver1]
            name = driver1
            url = http://127.0.0.1:18088
            """;

    @Test
    void withoutTheSectionTheDocumentedDefaults() throws Exception {
        assertThat(ControllerConf.parse(BASE, "controller.conf").validity()).isEqualTo(ValidityThresholds.DEFAULTS);
    }

    @Test
    void readsPercentagesAndIntervalsAndKeepsTheDefaultsForTheRest() throws Exception {
        ControllerConf c = ControllerConf.parse(BASE + """

                [validity]
                cpu_busy = 80
                gc_time = 2.5%
                min_intervals = 5
                """, "controller.conf");
        assertThat(c.validity()).isEqualTo(new ValidityThresholds(0.80, 0.90, 0.10, 0.025, 5));
        assertThat(c.with("0.0.0.0", null, null).validity()).isEqualTo(c.validity());
    }

    @Test
    void aBadValueOrAnUnknownKeyNamesTheFileLineAndKey() {
        assertThatThrownBy(() -> ControllerConf.parse(BASE + "\n[validity]\ncpu_busy = 120\n", "controller.conf"))
                .hasMessageContaining("controller.conf:9")
                .hasMessageContaining("cpu_busy").hasMessageContaining("0 to 100");
        assertThatThrownBy(() -> ControllerConf.parse(BASE + "\n[validity]\ncpu = 80\n", "controller.conf"))
                .hasMessageContaining("cpu");
    }
}
