package io.objbench.it;

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
        StringBuilder init = new StringBuilder();
        for (int i = 1; i <= drivers; i++) {
            init.append("      <work name=\"init-d").append(i).append("\" type=\"init\" workers=\"1\" interval=\"1\" driver=\"d")
                    .append(i).append("\" config=\"cprefix=").append(name).append(";containers=r(1,1)\" />\n");
        }
        return """
                <workload name="%s" description="a long main stage">
                  <storage type="mock" config="%s" />
                  <workflow>
                    <workstage name="init">
                %s    </workstage>
                    <workstage name="main">
                      <work name="main" workers="%d" interval="%d" runtime="%d">
                        <operation type="write" ratio="100" config="cprefix=%s;containers=c(1);objects=u(1,1000);sizes=c(1)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(name, storageConfig, init, workers, interval, runtime, name);
    }
}
