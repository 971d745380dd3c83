% \+(A, B, ..) is \+ of the conjunction (A, B, ..), as ProbLog reads it (DeepProbLog's Poker
% writes \+(hand(Cards,H2),hand_rank(H2,R2),R2>R)); -(1,2) stays a term.
a. x :- \+(a, fail, a).
y :- \+(a, a).
z :- \+(a).
w(X) :- X = f(- (1), -(1,2), \+(a,b)).
query(x). query(y). query(z). query(w(_)).
