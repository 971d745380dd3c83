:- use_module(library(lists)).
0.25::e0(1,2).
0.6::e1(3,3).
e1(3,1).
0.3::e1(3,3); 0.2::e1(1,1); 0.2::e1(2,2).
e2(1).
e2(2).
0.3::e2(2); 0.2::e2(1); 0.3::e2(3).
p00(3) :- e0(Z,1), e1(Z,Z).
p00(Y) :- p00(3), e1(X,2), between(1,3,Y).
0.2::p00(Y) :- e1(Z,Y), e2(1), p00(Z).
0.75::p10(1) :- (p10(X), not e0(X,X)) ; (e0(X,Z), e0(Z,Y), T =.. [g, Y], T \== g(0), \+ p00(3)).
p10(Y) :- e2(3), p10(Y), e1(2,Y), call(p00, Y).
p10(Y) :- (e2(Y), e2(X), p10(X)) ; (Y == 3, p00(1), e2(1), e2(Z), between(1,3,Y), \+ e2(Y)).
p20 :- p21, T =.. [g, 3], T \== g(0), findall(V, e1(1,V), L), L \= [].
0.6::p20 :- p10(X).
p20 <- e1(Y,Z), p10(2), findall(V, p10(V), L), L = [].
p21 :- e1(Y,1), e0(Y,Y), p20.
0.8::p21 :- e2(Z), p10(Z), Z >= 2.
p30 :- p00(1), T =.. [g, 3], T \== g(0).
0.75::p30 :- p00(2), p00(Y).
p30 :- e0(2,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, X =\= 1.
query(e2(1)).
query(e2(2)).
query(e2(1)).
query(e2(X)) :- between(1,2,X).
evidence(e2(2), true).
