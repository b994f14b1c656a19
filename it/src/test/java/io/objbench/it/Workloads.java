package io.objbench.it;

import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;

/** Workload XML shared by the ITs. */
final class Workloads {

    private Workloads() {
    }

    /**
     * init on every driver (one pinned work each), then a {@code main} stage writing for
     * {@code runtime} seconds with interval 1 on {@code workers} workers spread over the drivers.
     */
    static String longMain(String name, int drivers, int workers, int runtime, String storageConfig) {
        return longMain(name, drivers, workers, runtime, storageConfig, 1);
    }

    /** As above, the main work with {@code interval} seconds (the stage's polling tick). */
    static String longMain(String name, int drivers, int workers, int runtime, String storageConfig, int interval) {
        Work[] init = new Work[drivers];
        for (int i = 1; i <= drivers; i++) {
            init[i - 1] = Work.init(1, "cprefix=" + name + ";containers=r(1,1)").name("init-d" + i).interval(1).driver("d" + i);
        }
        return WorkloadXml.named(name).description("a long main stage")
                .storage("mock", storageConfig)
                .stage("init", init)
                .stage("main", Work.named("main", workers).interval(interval).runtime(runtime)
                        .op("write", 100, "cprefix=" + name + ";containers=c(1);objects=u(1,1000);sizes=c(1)KB"))
                .bare();
    }
}
