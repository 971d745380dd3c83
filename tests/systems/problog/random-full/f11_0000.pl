:- use_module(library(lists)).
0.25::e0(2).
0.4::e0(3).
0.75::e1(1,2).
0.2::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
0.7::e2.
0.9::p00(Y) :- (e2, between(1,3,Y), \+ e0(Y), T =.. [g, Y], T \== g(0)) ; (e0(X), e2, e0(X), between(1,3,Y)).
p00(X) :- e1(2,Y), between(1,3,X), findall(V, e3(V), L), length(L, N), N >= 1.
p10 :- (e3(1), T =.. [g, 1], T \== g(0)) ; (e2, not p00(1), findall(V, e1(2,V), L), L \= []).
p10 :- e1(Y,X), p10, \+ e3(1), \+ e0(X).
0.7::p11(X,X) :- X \== 3, p11(1,1), e0(Z), p10, between(1,3,X), W is Z + 2, W < 5.
p20 <- p20, e3(Z), W is Z + 2, W < 5.
p20 :- e3(1), \+ p11(1,1), T =.. [g, 2], T \== g(0).
0.6::p21 :- p00(Y), e0(Y), \+ p11(Y,Y), findall(V, p11(1,V), L), length(L, N), N >= 1.
p21 :- (p11(X,X), \+ p10) ; (p11(X,X), e1(1,X)).
p30(Y,2) :- p20, p30(Z,2), between(1,3,Y).
p31 :- (e0(Z), Z =:= 1, T =.. [g, Z], T \== g(0)) ; (e2, p30(Y,Z), p31).
p31 :- p11(2,Z), p00(Z), Z >= 2.
query(p11(Y,1)).
query(p10).
