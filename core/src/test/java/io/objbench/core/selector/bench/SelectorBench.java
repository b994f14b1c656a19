package io.objbench.core.selector.bench;

import io.objbench.core.selector.Generators;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.selector.ValueGenerator;
import io.objbench.core.selector.WriteFrontier;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Microbenchmark of one selector's draw (scripts/bench-selectors, docs/performance.md): the CPU
 * time of this thread per draw, so other processes on the machine disturb it less than a wall
 * clock. One selector per JVM, so the draw's call site sees one generator, as a worker's does.
 * Prints "selector median-ns min-ns" after warm-up; a latest() draws with a writer 1,000 objects
 * ahead.
 */
public final class SelectorBench {

    private SelectorBench() {
    }

    public static void main(String[] args) {
        String selector = args[0];
        int batches = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        int draws = 10_000_000;
        WriteFrontier frontier = new WriteFrontier(1_000_000);
        frontier.written(1_000_999);
        ValueGenerator g = Generators.of(SelectorParser.parse(selector), null, null, frontier);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        SplittableRandom random = new SplittableRandom(1);
        long sink = 0;
        for (int i = 0; i < 3 * draws; i++) { // warm-up: compiled by C2 before timing
            sink += g.next(random);
        }
        double[] ns = new double[batches];
        for (int b = 0; b < batches; b++) {
            long t0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < draws; i++) {
                sink += g.next(random);
            }
            ns[b] = (mx.getCurrentThreadCpuTime() - t0) / (double) draws;
        }
        Arrays.sort(ns);
        System.out.printf(java.util.Locale.ROOT, "%s %.2f %.2f %d%n", selector, ns[batches / 2], ns[0], sink & 1);
    }
}
