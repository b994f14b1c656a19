package io.objbench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.ObjbenchCommand;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.TimelineCsv;
import io.objbench.controller.archive.TimelineTable;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The timeline's rows hold one interval of every mission: on a real in-process run of
 * {@link #WORKS} missions launched one after another (each interval boundary a little later than
 * the one before), no row of the window lacks a mission's snapshot (0 operations in the row) nor
 * holds two (twice the operations). Rows cut on the missions' boundaries did both, a few times a
 * run: the throughput series then showed 0 in one row and the normal rate in the next, and its
 * mean, which {@code compare} uses, understated the throughput.
 */
class TimelineRowsTest {

    static final int WORKS = 12;
    static final int RUNTIME = 12;

    @TempDir
    Path dir;

    static volatile long sink;

    @Test
    void everyRowOfTheWindowHoldsOneIntervalOfEveryMission() throws Exception {
        StringBuilder works = new StringBuilder();
        for (int k = 1; k <= WORKS; k++) {
            works.append(String.format(Locale.ROOT, """
                      <work name="t%d" workers="2" runtime="%d" interval="1">
                        <storage type="mock" config="latency=uniform(4,6);seed=%d" />
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                      </work>
                    """, k, RUNTIME, 100 + k));
        }
        Path file = dir.resolve("rows.xml");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8" ?>
                <workload name="rows" description="one interval per mission per row">
                  <workflow>
                    <workstage name="main">
                """ + works + """
                    </workstage>
                  </workflow>
                </workload>
                """);
        Path archive = dir.resolve("archive");
        StringWriter out = new StringWriter();
        // a busy machine, as CI's is (two CPUs, a coverage agent, other builds): the snapshot
        // threads then close their intervals late by a varying few milliseconds
        AtomicBoolean busy = new AtomicBoolean(true);
        List<Thread> burners = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors() + 1; i++) {
            burners.add(Thread.ofPlatform().daemon().start(() -> {
                long x = 0;
                while (busy.get()) {
                    x += System.nanoTime() % 7;
                }
                sink = x;
            }));
        }
        int code;
        try {
            code = ObjbenchCommand.execute(new String[] {"run", "--quiet", "--archive", archive.toString(),
                file.toString()}, new PrintWriter(out, true), new PrintWriter(out, true));
        } finally {
            busy.set(false);
            for (Thread t : burners) {
                t.join();
            }
        }
        assertThat(code).as(out.toString()).isZero();
        Path run = ArchiveLayout.findRunDir(archive, "w1").orElseThrow();
        TimelineTable timeline = ArchiveReader.timeline(run, "s1-main");
        assertThat(timeline.size()).isGreaterThanOrEqualTo(RUNTIME - 1);

        List<String> odd = new ArrayList<>();
        for (int op = 0; op < WORKS; op++) {
            double[] counts = new double[timeline.size()];
            for (int r = 0; r < counts.length; r++) {
                counts[r] = timeline.value(r, TimelineCsv.OP_COUNT, op);
            }
            double[] sorted = counts.clone();
            Arrays.sort(sorted);
            double median = sorted[sorted.length / 2];
            // the last row holds the end's partial interval
            for (int r = 0; r < counts.length - 1; r++) {
                if (counts[r] < 0.6 * median || counts[r] > 1.4 * median) {
                    odd.add(String.format(Locale.ROOT, "op %d row %d: %.0f operations (median %.0f)", op + 1, r,
                            counts[r], median));
                }
            }
        }
        assertThat(odd).as("rows whose count is not one interval's").isEmpty();
    }
}
