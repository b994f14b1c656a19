package io.objbench.controller.driver;

/**
 * What a running stage tells the driver pool: which missions it owns (so that every mission a
 * driver holds and no stage owns is aborted when the pool reaches that driver), and which driver
 * it found certainly down (so that no further run is handed to it before it answers again).
 * Thread-safe.
 */
public interface PoolLink {

    /** The stage is about to submit {@code missionId}: it is no orphan from now on. */
    void own(String missionId);

    /** The stage is done with {@code missionId}: the pool may abort it should a driver still hold it running. */
    void release(String missionId);

    /** The stage found {@code driver} down for certain (connection refused, its mission gone). */
    void down(String driver, String why);

    /** For stages outside any pool (tests, a fixed set of drivers): tells nobody. */
    PoolLink NONE = new PoolLink() {
        @Override
        public void own(String missionId) {
        }

        @Override
        public void release(String missionId) {
        }

        @Override
        public void down(String driver, String why) {
        }
    };
}
