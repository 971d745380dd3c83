:- use_module(library(lists)).
0.25::e0(1).
0.2::e0(3); 0.2::e0(2); 0.2::e0(1).
0.9::e1.
0.2::e2(2,1).
0.25::e2(3,2).
0.1::e2(2,2); 0.1::e2(1,1); 0.2::e2(3,3).
p00(1) :- (p00(Z), Z = 2, T =.. [g, Z], T \== g(0)) ; (e0(Z), p00(Y), Y >= 3).
0.1::p10(X) :- e1, between(1,3,X), findall(V, p00(V), L), L \= [].
P::p10(X) :- ((e0(Y), p11(X)) ; (p00(Y), e1, between(1,3,X), \+ e2(3,X), call(e0, Y))), P is X / 4.
p10(Y) :- p11(3), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2.
p11(X) :- p00(Z), e0(2), p11(Y), between(1,3,X), not e0(Y).
p11(3) :- p00(1), p11(Z), e1.
p11(Y) :- Y \== 2, p11(2), between(1,3,Y), findall(V, e2(Y,V), L), L \= [].
p20(Y,Y) :- e1, between(1,3,Y), \+ e0(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p20(2,Y) <- (p11(1), e1, p11(X), between(1,3,Y), \+ p00(3), not p00(X)) ; (e2(2,X), p11(Z), e1, between(1,3,Y), not e0(3)).
p20(Y,1) :- p11(Y), findall(V, e0(V), L), L \= [].
P::p21(Y) :- (Y \== 1, p20(Y,3), e1, \+ e2(Y,Y)), P is Y / 4.
query(e0(Y)).
evidence(p21(3), false).
