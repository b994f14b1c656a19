package io.objbench.controller.run;

/**
 * A mission a stage handed to a driver: which driver runs which share of which work. Told to the
 * {@link RunListener} once every mission of the stage was submitted (the driver pages show them).
 *
 * @param missionId   the id the driver knows it by
 * @param driver      the driver's name
 * @param work        the work's name
 * @param firstWorker the first global worker index of the share (1-based)
 * @param lastWorker  the last global worker index of the share
 */
public record SentMission(String missionId, String driver, String work, int firstWorker, int lastWorker) {
}
