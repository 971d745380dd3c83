:- use_module(library(lists)).
e0(3,1).
0.3::e0(1,1); 0.1::e0(3,3).
0.6::e1.
p00 :- p00, T =.. [g, 3], T \== g(0), findall(V, e0(1,V), L), L \= [].
p00 <- e2(Y,X), e2(2,Y), compare(O, Y, 1), X < 2.
p10 :- Z \== 3, p10, p11(Z), Z =\= 1.
p11(1) <- p00, e2(2,2), not e2(3,1).
p11(2) :- e0(Y,X), e0(Y,Y), call(e0, Y, Y), \+ e2(2,Y).
p20(X) :- p11(Y), e0(Y,Z), between(1,3,X), findall(V, e0(2,V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0).
query(e2(2,1)).
query(e1).
query(p00).
