:- use_module(library(lists)).
0.4::e0(3).
0.3::e0(1); 0.1::e0(3); 0.3::e0(2).
0.6::e1.
p00(3) :- e1, e1.
p10(Y) <- e0(2), p10(Y), p00(Y), not e0(Y), W is Y + 3, W < 5.
p10(Y) :- p10(Y), p10(Y), \+ e0(Y).
p20(Y,X) :- p20(Z,Z), e1, between(1,3,X), between(1,3,Y), X \= X, findall(V, p10(V), L), L \= [].
p20(X,X) :- p10(X), not e0(1).
p20(X,X) :- (p21(X), call(p00, 1), X >= 2) ; (p10(X), p20(X,1)).
p21(X) :- Y == 2, p20(3,Y), between(1,3,X).
p21(Y) :- (Y == 1, p10(Y), p00(Z), \+ p10(Z)) ; (p10(X), p20(X,X), between(1,3,Y)).
p21(2) :- (e0(Y), p20(Y,X)) ; (p10(1), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
query(p00(Y)).
query(p20(1,3)).
query(e0(1)).
query(\+ e1).
evidence(e1, false).
