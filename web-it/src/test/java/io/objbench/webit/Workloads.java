package io.objbench.webit;

import io.objbench.testsupport.MockWorkloads;

/** Workload XML of the browser tests: short runs on the mock storage. */
final class Workloads {

    private Workloads() {
    }

    /** Init of two containers, then one main stage of {@code seconds} s, snapshots every second, 80/20 read/write on mock. */
    static String mock(String name, int workers, int seconds) {
        return MockWorkloads.readWriteMix(name, workers, seconds, 50).description("browser test run").xml();
    }
}
