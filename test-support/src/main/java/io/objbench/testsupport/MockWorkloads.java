package io.objbench.testsupport;

/**
 * The usual short runs of the test suites on the {@code mock} storage, as builders a test adjusts
 * (storage config, the main work's workers and end, more stages).
 */
public final class MockWorkloads {

    private MockWorkloads() {
    }

    /**
     * Stage {@code init} (one worker creating container 1) then stage {@code main} with one work
     * {@code main} of one worker writing objects 1..10 of {@code sizes} into container 1; the
     * main work has no end yet (set totalOps or runtime). {@code cprefix} null leaves the
     * default container prefix. The storage is {@code mock} without config.
     */
    public static WorkloadXml initThenWrite(String name, String cprefix, String sizes) {
        return WorkloadXml.named(name)
                .storage("mock", null)
                .stage("init", Work.init(1, prefixed(cprefix, "containers=r(1,1)")))
                .stage("main", Work.named("main", 1).op("write", 100, writes(cprefix, sizes)));
    }

    /** The write operation config of {@link #initThenWrite}: container 1, objects 1..10 of {@code sizes}. */
    public static String writes(String cprefix, String sizes) {
        return prefixed(cprefix, "containers=c(1);objects=u(1,10);sizes=" + sizes);
    }

    /**
     * Stage {@code init} of containers 1..2 then stage {@code main}, work {@code main} of
     * {@code workers} workers for {@code seconds} s with interval 1: 80 % reads and 20 % writes
     * of 16 KB over objects 1..{@code objects}; storage {@code mock} with {@code delay=2;size=16KB}.
     */
    public static WorkloadXml readWriteMix(String name, int workers, int seconds, int objects) {
        String spread = "containers=u(1,2);objects=u(1," + objects + ")";
        return WorkloadXml.named(name)
                .storage("mock", "delay=2;size=16KB")
                .stage("init", Work.init(1, "containers=r(1,2)"))
                .stage("main", Work.named("main", workers).runtime(seconds).interval(1)
                        .op("read", 80, spread)
                        .op("write", 20, spread + ";sizes=c(16)KB"));
    }

    private static String prefixed(String cprefix, String config) {
        return cprefix == null ? config : "cprefix=" + cprefix + ";" + config;
    }
}
