:- use_module(library(lists)).
0.75::e0(2).
0.6::e0(1).
0.1::e0(2); 0.3::e0(1).
0.25::e1.
0.1::e2(2,1).
0.75::e2(1,3).
0.5::e3(3).
0.2::e3(1); 0.1::e3(3); 0.2::e3(2).
p00(X) <- e0(X), e0(X), e3(X), X =\= 3, call(e0, X).
p10(Y) :- p10(Z), e3(2), between(1,3,Y), findall(V, p00(V), L), L \= [].
p10(Y) :- (e2(Y,Y), e0(2), Y \= Y, \+ e3(2)) ; (e1, p00(Z), e2(1,Z), between(1,3,Y), \+ e0(Z)).
p10(Y) <- e0(Z), p00(Z), e2(Z,2), between(1,3,Y), W is Y + 1, W < 5.
p20(Y) :- e1, e1, e0(1), between(1,3,Y), not p00(Y), call(e0, Y).
p20(Y) :- e1, between(1,3,Y), compare(O, Y, 3).
p21(2) :- (p20(X), p20(X)) ; (e1, p21(Z), p10(1), findall(V, e3(V), L), length(L, N), N >= 2).
p21(X) :- p21(3), p21(X).
p30 :- p10(3), p20(Y).
query(p20(3)).
