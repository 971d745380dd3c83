:- use_module(library(lists)).
0.1::e0(2,2).
0.75::e0(3,2).
0.9::e0(2,3).
0.4::e0(3,1).
0.9::e1(2,1).
0.3::e1(3,3); 0.3::e1(2,2).
p00(Y) :- (p00(1), e0(Z,X), e1(2,Z), between(1,3,Y), Y \== Z, W is X + 3, W < 5) ; (e0(X,Z), p00(Z), between(1,3,Y), findall(V, e0(Y,V), L), L \= []).
p00(X) :- e0(2,Y), e1(Y,3), p00(2), between(1,3,X), \+ e0(Y,2).
p10 :- p10.
p10 <- p00(3), p00(Z), \+ p00(Z), T =.. [g, Z], T \== g(0).
p10 :- e0(X,Z), p10, Z =:= 1, W is X + 3, W < 5.
P::p11(X,Y) :- ((p00(Y), between(1,3,X), X @< 2, \+ e1(Y,1)) ; (p10, p11(X,Z), between(1,3,Y), findall(V, e0(Y,V), L), L = [])), P is Y / 4.
p11(Y,Y) :- e1(2,Z), p11(3,Y), p10, Z \= Y.
p20(Y,X) :- p00(Z), p00(Z), p11(Z,Z), between(1,3,X), between(1,3,Y).
p30(Y,Y) :- Y \== 3, e0(Z,X), p20(3,X), p31, between(1,3,Y), X < 3.
p30(X,X) :- p31, p20(3,Z), between(1,3,X).
p30(X,Y) :- p20(X,Z), p10, p00(X), between(1,3,Y).
0.8::p31 :- (p00(3), findall(V, e1(3,V), L), length(L, N), N >= 1) ; (e1(Y,Y), p11(Y,Y), p11(Y,2), Y == 3, T =.. [g, Y], T \== g(0)).
p31 :- e0(3,3), p20(1,Z), p11(Z,Z), Z =\= 3.
query(p00(Y)).
query(p30(1,X)).
query(e0(X,Y)).
query(\+ e1(1,2)).
