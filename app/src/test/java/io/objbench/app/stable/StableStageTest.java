package io.objbench.app.stable;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.SteadyVerdict;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** until="stable" on the mock through the real runner and an in-process driver. */
class StableStageTest {

    static String workload(String storage, int workers, int runtime, String stable) {
        String prefix = "st" + UUID.randomUUID().toString().substring(0, 8);
        return """
                <workload name="stable">
                  <storage type="mock" config="%s"/>
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="%d" interval="1" runtime="%d" %s>
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100);cprefix=%s"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(storage, workers, runtime, stable, prefix);
    }

    static WorkloadResult run(String xml) throws Exception {
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));
        return new WorkloadRunner(drivers, RunSettings.defaults().withTick(Duration.ofSeconds(1)), RunListener.NONE)
                .run("w1", WorkloadReader.read(xml, "stable.xml"));
    }

    @Test
    void aSteadyStageEndsWhenItsPrecisionIsReached() throws Exception {
        long start = System.nanoTime();
        WorkloadResult r = run(workload("latency=exp(20);warmup=20:4;seed=7", 40, 60,
                "until=\"stable\" precision=\"3%\""));
        double seconds = (System.nanoTime() - start) / 1e9;
        StageResult main = r.stages().get(0);
        SteadyVerdict v = main.steady();
        System.out.println(v.describe() + " in " + seconds + " s");
        assertThat(main.state()).isEqualTo(StageState.COMPLETED);
        assertThat(v.stable()).isTrue();
        assertThat(v.endedBy()).isEqualTo("stable");
        assertThat(v.precision()).isLessThanOrEqualTo(0.03);
        assertThat(seconds).isLessThan(50);
        assertThat(main.works().get(0).windowSeconds()).isLessThan(50);
    }

    @Test
    void aDriftingStageRunsToItsLimitMarkedNotSteady() throws Exception {
        WorkloadResult r = run(workload("latency=exp(10);drift=60;seed=7", 40, 20,
                "until=\"stable\" precision=\"2%\""));
        SteadyVerdict v = r.stages().get(0).steady();
        System.out.println(v.describe());
        assertThat(v.stable()).isFalse();
        assertThat(v.endedBy()).isEqualTo("runtime");
        assertThat(v.driftPerMinute()).isLessThan(-0.2);
        // it ran to its limit: COSBench's window (from rampup on) is the whole runtime; the figures'
        // own window may start later, where the detected warm-up ends
        assertThat(r.stages().get(0).whole().get(0).windowSeconds()).isGreaterThan(19);
    }
}
