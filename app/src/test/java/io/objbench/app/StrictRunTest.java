package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.queue.QueueTestKit;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code objbench run --strict}: the quick mock workload's stage {@code main} (20 writes) lasts far
 * fewer than 10 intervals, so its verdict is suspect ("short window", with whatever else applies);
 * the summary says so either way, and only {@code --strict} turns it into exit 9.
 */
class StrictRunTest {

    @TempDir
    Path dir;

    private record Result(int exit, String out) {
    }

    private Result run(String... options) throws Exception {
        Path w = Files.writeString(dir.resolve("quick.xml"), QueueTestKit.quick("quick"));
        List<String> args = new ArrayList<>(List.of("run", w.toString(), "--archive", dir.resolve("archive").toString()));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        int exit = ObjbenchCommand.execute(args.toArray(String[]::new), new PrintWriter(out, true),
                new PrintWriter(out, true));
        return new Result(exit, out.toString());
    }

    @Test
    void aSuspectStageIsShownAndOnlyStrictExitsNine() throws Exception {
        Result plain = run();
        assertThat(plain.exit()).as(plain.out()).isZero();
        assertThat(plain.out()).containsPattern("main +verdict suspect: .*short window")
                .contains("the window lasted");

        Result strict = run("--strict");
        assertThat(strict.exit()).as(strict.out()).isEqualTo(ExitCodes.SUSPECT).isEqualTo(9);
        assertThat(strict.out()).containsPattern("--strict: stage s2-main: suspect: .*short window");
    }
}
