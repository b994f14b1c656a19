package io.objbench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.ExitCodes;
import io.objbench.app.ObjbenchCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --baseline}, {@code --fail-on-regression} and {@code --repeat} through the command line on mock runs. */
class RunBaselineTest {

    @TempDir
    Path dir;

    record Result(int exit, String out, String err) {
    }

    private Result objbench(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(exit, out.toString(), err.toString());
    }

    /** One stage {@code main}, 4 workers reading from the mock with {@code latency} for {@code seconds} s, interval 1. */
    private Path workload(String name, String latency, int seconds) throws Exception {
        String xml = String.format(Locale.ROOT, """
                <?xml version="1.0" encoding="UTF-8" ?>
                <workload name="%s" description="baseline test">
                  <storage type="mock" config="latency=%s" />
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="%d" interval="1">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """, name, latency, seconds);
        return Files.writeString(dir.resolve(name + ".xml"), xml);
    }

    @Test
    void aRunTwiceAsSlowAsItsBaselineExitsSevenAndSaysWhich() throws Exception {
        String archive = dir.resolve("archive").toString();
        Result base = objbench("run", "--quiet", "--archive", archive, workload("base", "fixed(2)", 12).toString());
        assertThat(base.exit()).as(base.out() + base.err()).isZero();

        Result slower = objbench("run", "--quiet", "--archive", archive, "--baseline", "w1", "--fail-on-regression",
                "5%", workload("slower", "fixed(4)", 12).toString());
        assertThat(slower.exit()).as(slower.out() + slower.err()).isEqualTo(ExitCodes.REGRESSION);
        assertThat(slower.out()).contains("w2 (B) against w1 (A)").containsPattern("s1-main +read +p\\d+ ms .* slower")
                .contains("significant regression beyond 5.0 %: s1-main read");

        // the same comparison, tolerated by a larger limit; the table without a limit exits 0
        Result compared = objbench("compare", "--archive", archive, "w1", "w2", "--fail-on-regression", "900%");
        assertThat(compared.exit()).as(compared.out() + compared.err()).isZero();
        assertThat(compared.out()).contains("no significant regression beyond 900.0 %");
    }

    @Test
    void badComparisonOptionsAreBadInputBeforeAnythingRuns() throws Exception {
        String archive = dir.resolve("archive").toString();
        Path w = workload("w", "fixed(1)", 1);
        Result noBaseline = objbench("run", "--archive", archive, "--fail-on-regression", "5%", w.toString());
        assertThat(noBaseline.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(noBaseline.err()).contains("--fail-on-regression and --min-change need --baseline");

        Result missing = objbench("run", "--archive", archive, "--baseline", "w7", w.toString());
        assertThat(missing.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.err()).contains("no run w7 in the archive");

        Result notPercent = objbench("compare", "--archive", archive, "w1", "w2", "--min-change", "five");
        assertThat(notPercent.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(notPercent.err()).contains("--min-change: 'five' is not a percentage");

        Result noRun = objbench("compare", "--archive", archive, "w1", "nothing-here");
        assertThat(noRun.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(noRun.err()).contains("no run w1 in the archive");

        assertThat(objbench("run", "--repeat", "0", w.toString()).exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Files.exists(dir.resolve("archive"))).isFalse();
    }

    @Test
    void repeatRunsTheWorkloadNTimesAndPrintsTheMeansWithIntervals() throws Exception {
        String archive = dir.resolve("archive").toString();
        Result r = objbench("run", "--quiet", "--archive", archive, "--repeat", "3", workload("rep", "fixed(2)", 2)
                .toString());
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("repetition 3 of 3").contains("3 repetitions (w1, w2, w3)")
                .containsPattern("s1-main +read +[0-9.]+ ± [0-9.]+ +[0-9.]+ ± ");
        // the per-repetition runs are ordinary archived runs
        Result compared = objbench("compare", "--archive", archive, "w1", "w3");
        assertThat(compared.exit()).isZero();
    }
}
